package org.gridpuzzle.application.port.in.archfixture;

/** A use case as it should be, for the fixtures' front ends to call. */
public interface AnswerUseCase {

    String answer(String question);
}
