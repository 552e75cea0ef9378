/**
 * The answer documents: a record per operation, made from a use case's result. The command line prints it with
 * {@code --json}, the web API answers it (with a picture beside it), and the OpenAPI document describes it: one
 * shape, written by one mapper ({@link org.gridpuzzle.answer.AnswerJson}). Cells are {@code [row, col]}, counted from 1 as every input counts them.
 */
package org.gridpuzzle.answer;
