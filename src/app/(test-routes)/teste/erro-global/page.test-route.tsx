// Test builds only: the page under the failing root layout of this route group.
export default function Unreachable() {
  return null
}
