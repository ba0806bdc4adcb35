-- The finder's commonest filters in one index, seq last: a search on seniority, company size and industry is
-- counted by an index-only scan (the population is vacuumed once built) and read in seq order for its page.
CREATE INDEX "finder_people_facets_idx" ON "finder_people" USING btree ("seniority","company_size","industry","seq");
