/** White-label configuration from GET /api/brand. */
export interface Brand {
  brand: string;
  name: string;
  colors: { primary: string; [name: string]: string };
  logo_url: string | null;
  support?: Record<string, unknown>;
  network_name?: string;
}
