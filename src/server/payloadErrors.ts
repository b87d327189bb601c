import { APIError } from 'payload'

/**
 * An error thrown inside a Payload operation (a hook) whose message and status reach the client.
 * Named explicitly: in the production build the class name can be minified away, and Payload
 * answers a nameless error with "An unknown error occurred.".
 */
export function clientError(message: string, status: number): APIError {
  const err = new APIError(message, status, null, true)
  err.name = 'APIError'
  return err
}
