export const GRADING_MESSAGES = {
  shortageReason: (graded: number, declared: number) =>
    `Graded crates (${graded}) differ from the declared crates (${declared}): give a shortage reason.`,
  empty: 'Enter crates or weight for at least one grade.',
  duplicateGrade: 'A grade is listed twice.',
} as const

export interface GradeLine {
  gradeID: number
  crates: number
  weightKg: number
}

/** Crates graded over all grades. */
export const gradedCrates = (grades: readonly Pick<GradeLine, 'crates'>[]): number =>
  grades.reduce((sum, grade) => sum + grade.crates, 0)

/**
 * What is wrong with a grading, as `[field, message]` pairs (empty when it may be saved): the graded
 * crates add up to the declared crates unless a shortage reason explains the difference.
 */
export function gradingProblems(
  declaredCrates: number,
  grades: readonly GradeLine[],
  shortageReason: string,
): [field: string, message: string][] {
  const problems: [string, string][] = []
  if (!grades.some((grade) => grade.crates > 0 || grade.weightKg > 0))
    problems.push(['grades', GRADING_MESSAGES.empty])
  if (new Set(grades.map((grade) => grade.gradeID)).size !== grades.length)
    problems.push(['grades', GRADING_MESSAGES.duplicateGrade])
  const graded = gradedCrates(grades)
  if (graded !== declaredCrates && shortageReason.trim() === '')
    problems.push(['shortageReason', GRADING_MESSAGES.shortageReason(graded, declaredCrates)])
  return problems
}
