package org.gridpuzzle.experiment.adapter.jobs;

import java.util.List;
import java.util.Objects;

/**
 * What a job's process runs: this JVM's own program ({@code java} and the class path of the running process) with
 * the entry point the bootstrap names and the words before the job ({@code experiment job}).
 */
public record JobProgram(String mainClass, List<String> words) {

    public JobProgram {
        Objects.requireNonNull(mainClass, "mainClass");
        words = List.copyOf(words);
    }
}
