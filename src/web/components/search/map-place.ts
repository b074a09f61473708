/** One marker of the results map: the listings of the results that share a place (today, their city's seat). */
export interface MapPlace {
  lat: number;
  lng: number;
  /** "São Paulo - SP", or null when the listing has no city name. */
  place: string | null;
  listings: { codigo: number; titulo: string; href: string }[];
}
