-- Owned by @socket.io/postgres-adapter (decision 012): NOTIFY payloads over 8000 bytes are parked here.
CREATE TABLE "socket_io_attachments" (
	"id" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" "bytea",
	CONSTRAINT "socket_io_attachments_id_unique" UNIQUE("id")
);
