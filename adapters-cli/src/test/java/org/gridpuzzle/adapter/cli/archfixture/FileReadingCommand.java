package org.gridpuzzle.adapter.cli.archfixture;

/** Deliberately bad: one adapter using another adapter's class. */
public class FileReadingCommand {

    public int firstNumber(String text) {
        return new org.gridpuzzle.adapter.file.Tokens("x", text).nextInt("n");
    }
}
