import { data } from 'react-router';

// /painel/{anything else}: the panel's real 404 (every page of spec 2 §2's route table has its
// own route).
export function loader() {
  throw data(null, { status: 404 });
}

export default function PanelNotFound() {
  return null;
}
