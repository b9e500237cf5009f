-- Premium's personal score (issue 25): how much each criterion matters to the user, stored with the
-- profile as the contract's ScoreWeights object ({design, usability, ..., sustainability}: 0-5 each).
-- Null until the user saves them; the service validates the shape (the generated zod schema).
alter table users add column score_weights jsonb;
