/**
 * Envelopes of the API (ARCHITECTURE.md section 4). The resources themselves are typed by the shared
 * schemas in @studiekraft/shared/schemas, the same ones the server answers with.
 */

export interface ListResponse<T> {
  rows: T[];
  total: number;
}

export interface DataResponse<T> {
  data: T;
}
