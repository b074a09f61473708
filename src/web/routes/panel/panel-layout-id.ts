/**
 * The panel layout's route id (its file, as React Router names it): the root asks whether a page
 * is in the panel, and the panel's part of the site header reads the layout's data by it. Its own
 * module, so that the root does not load the panel's header code to learn it.
 */
export const PANEL_LAYOUT_ID = 'routes/panel/panel-layout';
