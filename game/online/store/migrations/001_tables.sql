-- Tabletop's table store on PostgreSQL, version 1: the same tables as the SQLite store
-- (docs/online.md, "Storage"), plus what several nodes share: a notification per new entry
-- (payload "CODE:SEQ", never a hand) and the leases of the tables' computer seats.

CREATE TABLE tables (
    code text PRIMARY KEY,
    title text NOT NULL,
    setup jsonb NOT NULL,
    seed bigint NOT NULL,
    start jsonb,
    spectator_hash text NOT NULL UNIQUE,
    host_hash text NOT NULL,
    created double precision NOT NULL,
    ended boolean NOT NULL DEFAULT false,
    ended_message text NOT NULL DEFAULT ''
);
CREATE INDEX tables_open ON tables (created DESC) WHERE NOT ended;

CREATE TABLE seats (
    code text NOT NULL REFERENCES tables (code),
    seat integer NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    claimed boolean NOT NULL,
    token_hash text UNIQUE,
    PRIMARY KEY (code, seat)
);

CREATE TABLE entries (
    code text NOT NULL REFERENCES tables (code),
    seq integer NOT NULL,
    kind text NOT NULL,
    seat integer,
    payload jsonb NOT NULL,
    client_id text,
    at double precision NOT NULL,
    PRIMARY KEY (code, seq),
    UNIQUE (code, client_id)
);

-- every node LISTENs on this channel: "CODE:SEQ" of each committed entry
CREATE FUNCTION tabletop_entry_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('tabletop_entries', NEW.code || ':' || NEW.seq);
    RETURN NULL;
END
$$;
CREATE TRIGGER entries_notify AFTER INSERT ON entries
    FOR EACH ROW EXECUTE FUNCTION tabletop_entry_notify();

-- the node that plays a table's computer seats (and its automatic steps) until `expires`
CREATE TABLE leases (
    code text PRIMARY KEY REFERENCES tables (code),
    node text NOT NULL,
    expires timestamptz NOT NULL
);
CREATE INDEX leases_expires ON leases (expires);
