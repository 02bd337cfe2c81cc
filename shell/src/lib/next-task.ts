/** End the current task, so the browser may paint and handle input before the next piece of work. */
export const nextTask = () => new Promise<void>((resume) => setTimeout(resume, 0));
