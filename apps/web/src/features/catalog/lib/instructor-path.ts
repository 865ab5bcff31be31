/** An instructor's public profile (issue 17 item 1): every course page links to it. */
export function instructorProfilePath(instructorId: number): string {
  return `/instructors/${instructorId}`;
}
