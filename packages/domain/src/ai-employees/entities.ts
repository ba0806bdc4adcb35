import { z } from 'zod';

/**
 * Ai Employees: the shapes the API answers with. The server registers them as response schemas (checked in
 * every test) and returns their types; the web imports the same types. One definition of each.
 */
export const aiEmployeesListSchema = z.object({
  space_id: z.string(),
  items: z.array(z.object({ _id: z.string() })),
});
export type AiEmployeesList = z.infer<typeof aiEmployeesListSchema>;
