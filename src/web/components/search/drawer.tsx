import { lazy, Suspense, useState } from 'react';
import type { DrawerProps } from './drawer-dialog.tsx';

// Radix Dialog is fetched the first time the drawer opens, not with the page: with it /anuncios
// went over its entry-JavaScript budget (e2e/public/js-budget.spec.ts; the sizes are in
// docs/performance-log.md, "Where the code's numbers come from").
const DrawerDialog = lazy(() => import('./drawer-dialog.tsx').then((m) => ({ default: m.DrawerDialog })));

/** The side drawer (drawer-dialog.tsx), loaded on first open and kept afterwards. */
export function Drawer(props: DrawerProps) {
  const [wasOpened, setWasOpened] = useState(props.isOpen);
  // Adjusting state while rendering (React's pattern for state derived from props).
  if (props.isOpen && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <DrawerDialog {...props} />
    </Suspense>
  );
}
