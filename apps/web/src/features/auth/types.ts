/** The signed-in user as the API returns it (001 §3 User; docs: foundation API contract). */
export interface User {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  avatar: string | null;
  brand: string;
  status: 'active' | 'inactive';
  email_confirmed: boolean;
  created_at: string;
  is_platform_admin: boolean;
  current_space_id: string | null;
  track_info?: { irclickid?: string } | null;
  calendly_token?: { id?: string; calendly_user_id?: string } | null;
  config?: {
    name?: string;
    color?: string;
    logo_shape?: 'square' | 'rectangle';
    is_billing_enabled?: boolean;
    support?: Record<string, unknown>;
    client_link?: string;
  };
}

export interface AuthResult {
  token: string;
  user: User;
}
