/** What other features may use of the service hours (ADR 247): the hours admins set, read. */
export { serviceHoursQueryOptions } from './api/service-hours-query';
export { useServiceHours, useServiceStatus } from './hooks/service-hours';
