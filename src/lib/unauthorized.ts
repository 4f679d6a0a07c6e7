type UnauthorizedHandler = () => void

let handler: UnauthorizedHandler = () => window.location.assign('/logout')

/**
 * The app routes an ended session to /logout; lib code stays free of the router. Apart from the API
 * client, so that registering the handler does not put the client in the first load.
 */
export const setUnauthorizedHandler = (next: UnauthorizedHandler): void => {
  handler = next
}

export const onUnauthorized = (): void => handler()
