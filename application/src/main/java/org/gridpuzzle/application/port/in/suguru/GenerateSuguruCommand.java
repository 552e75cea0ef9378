package org.gridpuzzle.application.port.in.suguru;

import java.nio.file.Path;
import java.util.Objects;
import org.gridpuzzle.domain.search.Limits;
import org.gridpuzzle.domain.suguru.GenerateRequest;

/**
 * @param format output format name, or null (by {@code output}'s extension, else the text format)
 * @param output file to write, or null for none
 */
public record GenerateSuguruCommand(GenerateRequest request, String format, Path output, Limits limits) {

    /** The seed of a request that names none: random, and given in the answer so the result can be made again. */
    public static long randomSeed() {
        return System.nanoTime() & 0xFFFFFFFL;
    }


    public GenerateSuguruCommand {
        Objects.requireNonNull(request, "request");
        limits = limits == null ? Limits.none() : limits;
    }
}

