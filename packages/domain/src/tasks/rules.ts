import { z } from 'zod';
import { MESSAGES } from '../messages/catalogue.js';
import { requiredText } from '../common/text.js';
import { toNumber } from '../common/coerce.js';
import { PRIORITIES, type Priority } from './enums.js';

/** 001 §5: task message not empty. */
export const TASK_MESSAGE_MAX = 2000;
export const taskMessageSchema = requiredText(MESSAGES.taskMessageRequired, TASK_MESSAGE_MAX);

const PRIORITY_VALUES = Object.values(PRIORITIES) as Priority[];
export const prioritySchema = z.preprocess(
  toNumber,
  z.number().refine((n): n is Priority => (PRIORITY_VALUES as number[]).includes(n), 'Unknown priority'),
);
