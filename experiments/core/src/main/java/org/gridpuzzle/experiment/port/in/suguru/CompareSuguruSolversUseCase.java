package org.gridpuzzle.experiment.port.in.suguru;

/**
 * Measures the fast solver and the SAT solver on its back-ends side by side in one JVM, after a warm-up: each
 * instance solved and counted to two (uniqueness), every answer verified against the verifier and the answer file.
 */
public interface CompareSuguruSolversUseCase {

    CompareSuguruSolversResult compare(CompareSuguruSolversCommand command);
}
