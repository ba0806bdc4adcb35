ALTER TABLE "users" ADD COLUMN "sandbox_only" boolean DEFAULT false NOT NULL;
