import { useOutletContext } from 'react-router';
import type { Viewer } from '../../lib/viewer.ts';

/** What the panel layout hands its pages: the logged-in user (checked by its loader). */
export interface PanelContext {
  viewer: Viewer;
}

export function usePanel(): PanelContext {
  return useOutletContext<PanelContext>();
}
