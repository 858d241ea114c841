import type { Project } from '@studiekraft/shared/schemas/projects';

export interface ActionFormProps {
  project: Project;
  /** After a successful action (a toast; the queries are already being fetched again). */
  onDone: () => void;
}
