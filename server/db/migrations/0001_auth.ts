import { type Kysely, sql } from 'kysely'

// Frozen once released: later changes go into new numbered migrations.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table roles (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      status text not null default 'active' check (status in ('active', 'inactive')),
      full_access boolean not null default false,
      permissions jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index roles_created_at_idx on roles (created_at desc, id)`.execute(db)
  await sql`create index roles_status_name_idx on roles (status, name)`.execute(db)

  await sql`
    create table internal_users (
      id uuid primary key default gen_random_uuid(),
      email text not null,
      password_hash text not null,
      first_name text not null,
      last_name text not null,
      job_title text,
      phone_code text,
      phone_number text,
      citizenship text,
      gender text,
      date_of_birth date,
      status text not null default 'active' check (status in ('active', 'inactive', 'terminate')),
      avatar_key text,
      totp_secret text,
      totp_enabled boolean not null default false,
      totp_last_step bigint,
      last_sign_in_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db)
  await sql`create unique index internal_users_email_key on internal_users (lower(email))`.execute(db)
  await sql`create index internal_users_updated_at_idx on internal_users (updated_at desc, id)`.execute(db)
  await sql`create index internal_users_status_updated_at_idx on internal_users (status, updated_at desc, id)`.execute(
    db,
  )

  await sql`
    create table internal_user_roles (
      user_id uuid not null references internal_users (id) on delete cascade,
      role_id uuid not null references roles (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, role_id)
    )`.execute(db)
  await sql`create index internal_user_roles_role_idx on internal_user_roles (role_id, user_id)`.execute(db)

  await sql`
    create table sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references internal_users (id) on delete cascade,
      kind text not null check (kind in ('access', 'pending2fa', 'verify')),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      os text,
      device text,
      ip text,
      reported_os text,
      reported_ip text,
      created_at timestamptz not null default now()
    )`.execute(db)
  // Revoking every live session of a user on a password change.
  await sql`create index sessions_user_live_idx on sessions (user_id) where revoked_at is null`.execute(db)
  await sql`create index sessions_expires_at_idx on sessions (expires_at)`.execute(db)

  await sql`
    create table recovery_codes (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references internal_users (id) on delete cascade,
      code_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index recovery_codes_user_created_idx on recovery_codes (user_id, created_at desc)`.execute(
    db,
  )
  await sql`create index recovery_codes_expires_at_idx on recovery_codes (expires_at)`.execute(db)

  await sql`
    create table access_history (
      id uuid primary key default gen_random_uuid(),
      actor_kind text not null check (actor_kind in ('internal', 'member')),
      user_id uuid not null,
      event text not null check (event in ('sign-in', 'sign-out')),
      os text,
      device text,
      ip text,
      reported_os text,
      reported_ip text,
      created_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index access_history_kind_created_idx on access_history (actor_kind, created_at desc, id)`.execute(
    db,
  )
  await sql`create index access_history_user_created_idx on access_history (user_id, created_at desc, id)`.execute(
    db,
  )

  await sql`
    create table rate_limits (
      key text primary key,
      window_start timestamptz not null,
      count integer not null,
      expires_at timestamptz not null
    )`.execute(db)
  await sql`create index rate_limits_expires_at_idx on rate_limits (expires_at)`.execute(db)
}
