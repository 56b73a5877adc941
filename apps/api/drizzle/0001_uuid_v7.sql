-- Time-ordered UUIDs (v7) for rows created in SQL, such as the trips a timetable generates (PostgreSQL 15 has no
-- built-in uuidv7()): the first 48 bits are the Unix time in milliseconds, then version and variant bits.
CREATE OR REPLACE FUNCTION uuid_generate_v7() RETURNS uuid AS $$
  SELECT encode(
    set_bit(
      set_bit(
        overlay(uuid_send(gen_random_uuid())
          placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3)
          from 1 for 6),
        52, 1),
      53, 1),
    'hex')::uuid;
$$ LANGUAGE sql VOLATILE;
