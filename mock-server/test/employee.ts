import { beforeEach } from 'vitest'
import { api } from '../../contracts'
import { allRows, call, data, type SeededServer } from './support'

/**
 * The employee tests' calls and a new employee's body, as the demo owner of a file's seeded server;
 * `markets` maps the demo firm's market names to their keys, afresh before every test.
 */
export function employeeKit(server: SeededServer) {
  const markets: Record<string, string> = {}
  beforeEach(async () => {
    const rows = await allRows(server.app, api.market.list, server.demo.token)
    for (const m of rows) markets[m.marketPlaceName] = m.marketKeyID
  })

  const GATE_CLERK_ROLE = 7

  const newEmployee = () => ({
    employeeName: 'kiran Salunkhe',
    mobileNo: '9123450001',
    emailID: 'kiran.salunkhe@shreeganesh.example',
    roleTypeID: GATE_CLERK_ROLE,
    designation: 'Gate clerk',
    joiningDate: '2026-11-01',
    address: 'Ozar, Tal. Niphad',
    profilePhoto: '',
    marketKeyIDs: [markets['Pimpalgaon Baswant']!],
    password: 'Kiran1234',
  })

  const save = (body: Record<string, unknown>, token = server.demo.token) =>
    call(server.app, api.employee.addUpdate, { token, body })
  const model = (EmployeeKeyID: string, token = server.demo.token) =>
    data(server.app, api.employee.getEmployeeModel, { token, query: { EmployeeKeyID } })
  const login = (userName: string, password: string) =>
    call(server.app, api.account.login, { body: { userName, password } })

  return { markets, GATE_CLERK_ROLE, newEmployee, save, model, login }
}
