ALTER TABLE "sandbox_members" ADD COLUMN "search_text" text;--> statement-breakpoint
-- Existing sandbox populations get their folded search text (new ones are written with it).
UPDATE "sandbox_members" SET "search_text" = translate(lower(concat_ws(' ', first_name, last_name, headline, title, company, industry, skills::text)), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūýÿçñß', 'aaaaaaaeeeeeiiiiiooooooouuuuuyycns') WHERE "search_text" IS NULL;
