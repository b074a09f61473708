import { describe, expect, it } from 'vitest';
import { splitMessage } from './message-text.ts';

describe('splitMessage', () => {
  it('keeps plain text as one piece, HTML included (it is shown as text)', () => {
    expect(splitMessage('Olá! <b>oi</b> <script>x()</script>')).toEqual([
      { kind: 'text', text: 'Olá! <b>oi</b> <script>x()</script>' },
    ]);
  });

  it('cuts http(s) addresses out as links, leaving the sentence punctuation as text', () => {
    expect(splitMessage('Veja https://exemplo.com.br/a?b=1. Ou http://x.io, certo?')).toEqual([
      { kind: 'text', text: 'Veja ' },
      { kind: 'link', text: 'https://exemplo.com.br/a?b=1', href: 'https://exemplo.com.br/a?b=1' },
      { kind: 'text', text: '. Ou ' },
      { kind: 'link', text: 'http://x.io', href: 'http://x.io' },
      { kind: 'text', text: ', certo?' },
    ]);
  });

  it('links a bare www. address over https', () => {
    expect(splitMessage('www.loja.com.br')).toEqual([
      { kind: 'link', text: 'www.loja.com.br', href: 'https://www.loja.com.br' },
    ]);
  });

  it('keeps balanced parentheses and drops an unopened closing one', () => {
    expect(splitMessage('(https://pt.wikipedia.org/wiki/Bolo_(culinária))')).toEqual([
      { kind: 'text', text: '(' },
      {
        kind: 'link',
        text: 'https://pt.wikipedia.org/wiki/Bolo_(culinária)',
        href: 'https://pt.wikipedia.org/wiki/Bolo_(culinária)',
      },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never links other schemes', () => {
    expect(splitMessage('javascript:alert(1) data:text/html,x mailto:a@b.c')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x mailto:a@b.c' },
    ]);
  });

  it('leaves a scheme with no address as text', () => {
    expect(splitMessage('https://. e www.')).toEqual([{ kind: 'text', text: 'https://. e www.' }]);
  });
});
