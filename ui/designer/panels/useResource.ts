/** The panels read their lists through the one loading hook of the kit. */
export { useResource, type Resource, type ResourceOptions, type ResourceStatus } from '../../kit/useResource';
