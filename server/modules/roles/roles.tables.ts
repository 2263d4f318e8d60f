import type { ColumnType, Generated } from 'kysely'
import type { PermissionMap } from '../../../src/domain/permissions'
import type { CreatedAt, Timestamp } from '../../db/columns'

export interface RolesTable {
  id: Generated<string>
  name: string
  status: Generated<'active' | 'inactive'>
  full_access: Generated<boolean>
  permissions: ColumnType<PermissionMap, string, string>
  created_at: CreatedAt
  updated_at: Timestamp
}

export interface RolesTables {
  roles: RolesTable
}
