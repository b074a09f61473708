import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useState, type ComponentProps, type ReactNode } from 'react';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

/**
 * An accordion of questions where one answer is open at a time (spec 1 §2 /como-funciona):
 * opening one closes the other. Radix Accordion (single, collapsible; BRAND: accordions on Radix
 * primitives) gives the APG pattern: each question is a button in a heading with aria-expanded
 * and aria-controls, arrow keys move between questions, answers are regions labelled by their
 * question. The answers are always mounted (hidden while closed), so the server HTML, search
 * engines and the no-JavaScript page still carry them.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: FaqItem[]; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState('');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Accordion.Root
      type="single"
      collapsible
      value={open}
      onValueChange={setOpen}
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
    >
      {items.map((item, index) => {
        const value = `q${index}`;
        const isOpen = open === value;
        return (
          <Accordion.Item key={item.question} value={value}>
            <Accordion.Header asChild>
              <Heading className="text-base">
                <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 px-5 py-3 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700">
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </Heading>
            </Accordion.Header>
            <Accordion.Content forceMount hidden={!isOpen} asChild>
              <Answer className="px-5 pb-5 text-[15px] leading-relaxed text-slate-700">{item.answer}</Answer>
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}

/**
 * The answer's box. Radix gives it an inline style (CSS variables for height animations, unused
 * here), which the server HTML would carry as a style attribute that the CSP (style-src 'self')
 * refuses, one console error per answer: it is dropped.
 */
function Answer({ style: _style, ...props }: ComponentProps<'div'>) {
  return <div {...props} />;
}
