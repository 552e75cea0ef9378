package org.gridpuzzle.experiment.adapter.data;

import jakarta.inject.Inject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.experiment.port.out.data.LocateBenchmarkDataPort;

/** Finds {@code shared/data} in the working folder or any folder above it: the one lookup every bench uses. */
public final class SharedDataAdapter implements LocateBenchmarkDataPort {

    @Inject
    public SharedDataAdapter() {
        // stateless
    }

    @Override
    public Optional<Path> find(String relative) {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            Path candidate = p.resolve("shared/data").resolve(relative);
            if (Files.isDirectory(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    @Override
    public Path locate(String relative) {
        return find(relative).orElseThrow(() -> new InvalidInputException(relative, "benchmark data not found: no shared/data/" + relative
                + " in the working folder (" + Path.of("").toAbsolutePath() + ") or any folder above it; run from the"
                + " project beside ../shared, or name the data folder"));
    }

    @Override
    public Path locateSet(String genre, String set) {
        Path direct = Path.of(set);
        return Files.isDirectory(direct) ? direct : locate(genre + "/" + set);
    }

    @Override
    public List<Path> listFiles(Path folder, String extension) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(extension) && Files.isRegularFile(f))
                    .sorted(BenchmarkFileAdapter::naturalOrder).toList();
        } catch (IOException e) {
            throw new InvalidInputException(folder.toString(), "cannot list the folder: " + e.getMessage());
        }
    }
}

