package org.gridpuzzle.adapter.cli.read;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.adapter.cli.Answering;
import org.gridpuzzle.adapter.cli.AnsweringCommand;
import org.gridpuzzle.adapter.cli.CliAnswer;
import org.gridpuzzle.adapter.cli.LevelArgument;
import org.gridpuzzle.clikit.CommandFamily;
import org.gridpuzzle.clikit.ExitCodes;
import org.gridpuzzle.clikit.LabelledEnumConverter;
import org.gridpuzzle.clikit.Terminal;
import org.gridpuzzle.answer.FloodItAnswers;
import org.gridpuzzle.answer.PlanAnswers;
import org.gridpuzzle.answer.ReachAnswers;
import org.gridpuzzle.answer.SuguruAnswers;
import org.gridpuzzle.application.error.InvalidInputException;
import org.gridpuzzle.application.input.PuzzleSource;
import org.gridpuzzle.application.port.in.planning.Game;
import org.gridpuzzle.application.port.in.puzzle.Genre;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleCommand;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleResult;
import org.gridpuzzle.application.port.in.puzzle.ReadPuzzleUseCase;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "read", mixinStandardHelpOptions = true,
        description = {"Read any input with the same strict readers as the other commands and describe it: a Suguru, a"
            + " Flood-It board, a grid map, a Sokoban collection or a Snowman level (by its extension, or --genre).",
            "-o FILE.svg or .png draws it; --json gives the same document as the web page's read."})
public final class ReadCommand extends AnsweringCommand implements CommandFamily {

    @Parameters(index = "0", paramLabel = "FILE", description = "The input ('-' for standard input, with --genre).")
    Path file;

    @Option(names = "--genre", paramLabel = "GENRE", converter = GenreConverter.class,
            completionCandidates = GenreConverter.class,
            description = "suguru, floodit, map, sokoban or snowman. Default: by the file's extension.")
    Genre genre;

    @Option(names = "--format", paramLabel = "FORMAT", description = "Read FILE as this format whatever its extension"
            + " (Suguru: text, paper; Sokoban: xsb, slc; Snowman: lvl; 'help formats' lists them).")
    String format;

    @Option(names = "--line", paramLabel = "N", description = "The board on line N of a Flood-It set (1-based).")
    Integer line;

    @Option(names = "--level", paramLabel = "N|TITLE", description = "The Sokoban level to read alone and draw, by number"
            + " (1-based) or by its title (case-insensitive; quote titles with spaces). Default: 1, every level read.")
    String level;

    private final ReadPuzzleUseCase useCase;

    @Inject
    public ReadCommand(ReadPuzzleUseCase useCase, Answering answering) {
        super(answering);
        this.useCase = useCase;
    }

    /** The genres by name. */
    public static final class GenreConverter extends LabelledEnumConverter<Genre> {
        public GenreConverter() {
            super(Genre.class, "genre");
        }
    }

    @Override
    protected CliAnswer answer() {
        PuzzleSource source = answering.source(file);
        Genre g = genre != null ? genre : genreOf(source);
        ReadPuzzleResult result = useCase.read(new ReadPuzzleCommand(g, source, format, line,
                LevelArgument.number(level), LevelArgument.title(level)));
        Object doc = switch (g) {
            case SUGURU -> SuguruAnswers.read(source, result);
            case FLOODIT -> FloodItAnswers.read(source, result);
            case MAP -> ReachAnswers.read(source, result);
            case SOKOBAN -> PlanAnswers.read(source, Game.SOKOBAN, result);
            case SNOWMAN -> PlanAnswers.read(source, Game.SNOWMAN, result);
        };
        return new CliAnswer(doc, t -> print(t, source, result), result::picture, ExitCodes.OK);
    }

    private static void print(Terminal terminal, PuzzleSource source, ReadPuzzleResult result) {
        terminal.out().println(source.name() + ": " + LabelledEnumConverter.label(result.genre()) + ", "
                + result.summary());
        List<String> levels = result.levels();
        if (levels.size() > 1) {
            for (int i = 0; i < levels.size(); i++) {
                terminal.out().printf(Locale.ROOT, "%5d  %s%n", i + 1, levels.get(i));
            }
        }
    }

    /** The genre an extension stands for; standard input and other names need --genre. */
    static Genre genreOf(PuzzleSource source) {
        String name = source.formatName().toLowerCase(Locale.ROOT);
        for (Genre g : Genre.values()) {
            for (String extension : extensions(g)) {
                if (name.endsWith(extension)) {
                    return g;
                }
            }
        }
        StringBuilder known = new StringBuilder();
        for (Genre g : Genre.values()) {
            known.append(known.length() == 0 ? "" : ", ").append(g.name().toLowerCase(Locale.ROOT)).append(": ")
                    .append(String.join(" ", extensions(g)));
        }
        throw new InvalidInputException(source.name(), "cannot tell the genre from the name; give --genre (" + known
                + ")");
    }

    private static List<String> extensions(Genre genre) {
        return switch (genre) {
            case SUGURU -> List.of(".sug", ".in");
            case FLOODIT -> List.of(".flood");
            case MAP -> List.of(".map");
            case SOKOBAN -> List.of(".xsb", ".sok", ".slc");
            case SNOWMAN -> List.of(".lvl");
        };
    }
}
