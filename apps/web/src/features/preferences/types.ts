/** The fields of the signed-in user this feature reads and edits (GET /users/fetch_user). */
export interface Profile {
  _id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone?: string | null;
  avatar: string | null;
}
