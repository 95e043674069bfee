/** The longest note the team can add to an application (checked by the form and the server action). */
export const NOTE_MAX_LENGTH = 10_000
