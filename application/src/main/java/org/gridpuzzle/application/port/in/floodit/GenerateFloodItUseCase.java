package org.gridpuzzle.application.port.in.floodit;

/** A random board (uniform colours), as board-format text. */
public interface GenerateFloodItUseCase {

    String generate(GenerateFloodItCommand command);

    record GenerateFloodItCommand(int rows, int cols, int colours, long seed) {
        public GenerateFloodItCommand {
            if (rows < 1 || cols < 1 || colours < 1 || colours > 35) {
                throw new org.gridpuzzle.application.error.InvalidInputException(null,
                        "need at least one row and column, and 1..35 colours");
            }
        }
    }
}
