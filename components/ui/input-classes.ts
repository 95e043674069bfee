/**
 * The text field look (app/globals.css .field-input). A module of its own so that the founder tools, which style
 * their inputs the same way, do not pull the whole form kit into their pages' JavaScript.
 */
export const inputClasses = 'field-input'
