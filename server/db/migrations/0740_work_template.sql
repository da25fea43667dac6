-- Issue 14: the logo template a work was created from (docs/membership.md "VIP templates").
-- Read by the server from the document's top-level `templateId` when the work is synced, so
-- /exportticket can refuse a VIP template to a free account from its own records, whatever
-- the client declares. '' = not from a template (or synced before this column existed).

ALTER TABLE works ADD COLUMN template text NOT NULL DEFAULT '';
