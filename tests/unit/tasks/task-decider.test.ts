import { describe, it } from 'vitest';
import { taskDecider } from '../../../src/tasks/task-decider.js';
import type { TaskEvent, TaskOpenedData } from '../../../src/tasks/task-events.js';
import { deciderSpec } from '../../support/decider-spec.js';

const given = deciderSpec(taskDecider);

const task: TaskOpenedData = { claimId: 7, kind: 'enac_complaint', owner: 'giulia', dueOn: '2026-12-01', reason: 'La compagnia non ha risposto entro 6 settimane', documentId: null };
const opened: TaskEvent = { type: 'TaskOpened', data: task };
const completed: TaskEvent = { type: 'TaskCompleted', data: { outcome: 'Reclamo inviato' } };

describe('opening a task', () => {
  it('when nothing is open for it yet, then the task is opened as given', () => {
    given().when({ type: 'OpenTask', task }).then([opened]);
  });

  it('when the deadline pass finds the same task again, then nothing more is opened', () => {
    given(opened).when({ type: 'OpenTask', task }).then([]);
  });
});

describe('an operator’s changes', () => {
  it('when the task is completed with a note, then the note is the outcome', () => {
    given(opened).when({ type: 'CompleteTask', outcome: 'Reclamo inviato' }).then([completed]);
  });

  it('when the owner or the due day changes, then the reassignment records both from → to', () => {
    given(opened)
      .when({ type: 'ReassignTask', owner: null, dueOn: '2026-12-05' })
      .then([{ type: 'TaskReassigned', data: { from: 'giulia', to: null, dueOnFrom: '2026-12-01', dueOn: '2026-12-05' } }]);
  });

  it('when the form is saved with the same owner and due day, then nothing is recorded', () => {
    given(opened).when({ type: 'ReassignTask', owner: 'giulia', dueOn: '2026-12-01' }).then([]);
  });

  it('when the task does not exist, then completing or reassigning it is refused as not found', () => {
    given().when({ type: 'CompleteTask', outcome: null }).thenFails('Attività non trovata.', 'not_found');
    given().when({ type: 'ReassignTask', owner: 'giulia', dueOn: '2026-12-01' }).thenFails('Attività non trovata.', 'not_found');
  });

  it('when the task is completed already, then completing or reassigning it again is refused', () => {
    given(opened, completed).when({ type: 'CompleteTask', outcome: null }).thenFails('L’attività è già completata.', 'conflict');
    given(opened, completed).when({ type: 'ReassignTask', owner: 'marco', dueOn: '2026-12-01' }).thenFails('L’attività è già completata.', 'conflict');
  });
});

describe('the deadline pass closing a task whose reason is gone', () => {
  it('when the task is open, then it is completed with the pass’s outcome', () => {
    given(opened).when({ type: 'LapseTask', outcome: 'La compagnia ha risposto' }).then([{ type: 'TaskCompleted', data: { outcome: 'La compagnia ha risposto' } }]);
  });

  it('when the task is completed already, or was never opened, then nothing is recorded', () => {
    given(opened, completed).when({ type: 'LapseTask', outcome: 'La compagnia ha risposto' }).then([]);
    given().when({ type: 'LapseTask', outcome: 'La compagnia ha risposto' }).then([]);
  });
});
