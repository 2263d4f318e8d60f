import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contractOperations, loadContract } from '../../../server/contract'
import { defineHandlers } from '../../../server/http/defineHandlers'
import { handlersByOperation } from '../../../server/http/routes'
import { modules, searchSources } from '../../../server/modules/modules'

const contract = loadContract()
const operations = contractOperations(contract)
const answer = async () => ({ status: 'ok' as const, database: 'pglite' as const })

describe('server/modules/modules.ts lists the areas', () => {
  it('answers every operation of the contract from the module of its area', () => {
    const handlers = handlersByOperation(operations)
    expect([...handlers.keys()].sort()).toEqual(operations.map((operation) => operation.operationId).sort())
  })

  it('names each module by one slug: its folder, its contract file and its operations’ tag', () => {
    for (const { area } of modules) {
      expect(existsSync(`server/modules/${area}`), area).toBe(true)
      expect(existsSync(`openapi/areas/${area}.yaml`), area).toBe(true)
      expect(operations.some((operation) => operation.tags[0] === area)).toBe(true)
    }
  })

  it('refuses at start a handler of another area, of no operation, or of an operation already handled', () => {
    const health = defineHandlers({ getHealth: answer })
    expect(() => handlersByOperation(operations, [{ area: 'auth', handlers: health }])).toThrow(
      "The auth module handles getHealth of the system area's contract",
    )
    expect(() =>
      handlersByOperation(operations, [{ area: 'system', handlers: { getWeather: health.getHealth } }]),
    ).toThrow('The system module handles getWeather, which the contract does not have')
    expect(() =>
      handlersByOperation(operations, [
        { area: 'system', handlers: health },
        { area: 'system', handlers: health },
      ]),
    ).toThrow('Two modules handle getHealth')
  })

  it('gives record search exactly the types of the contract, in its order', () => {
    const searchType = (contract.components as { schemas: Record<string, { enum: string[] }> }).schemas
      .SearchType
    expect(searchSources.map((source) => source.type)).toEqual(searchType.enum)
    expect(searchSources[0].type).toBe('internalUsers')
    for (const { area, search } of modules) if (search) expect(search.type).toBe(area)
  })
})
