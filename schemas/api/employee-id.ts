/** GET account/getEmployeeId: the home data of spec §3 (employeeId, local598 flag). */
export const employeeIdResponseSchema = {
  type: 'object',
  properties: {
    employeeId: {
      anyOf: [{ type: 'string', minLength: 1 }, { type: 'null' }],
      description: "The employer's ID for the member's family; null when the employer gives none.",
    },
    local598: { type: 'boolean', description: 'The family is on a local 598 plan: the welcome banner shows the employee ID.' },
  },
  required: ['employeeId', 'local598'],
  additionalProperties: false,
} as const;
