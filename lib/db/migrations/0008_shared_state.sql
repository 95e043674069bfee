CREATE TABLE "instance_snapshots" (
	"kind" text NOT NULL,
	"instance_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instance_snapshots_kind_instance_id_pk" PRIMARY KEY("kind","instance_id")
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "limit_counters" (
	"name" text NOT NULL,
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "limit_counters_name_key_window_start_pk" PRIMARY KEY("name","key","window_start")
);
--> statement-breakpoint
CREATE TABLE "provider_health" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
