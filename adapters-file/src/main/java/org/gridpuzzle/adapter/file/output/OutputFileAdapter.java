package org.gridpuzzle.adapter.file.output;

import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.gridpuzzle.adapter.file.OutputFiles;
import org.gridpuzzle.application.error.UnrecognisedFormatException;
import org.gridpuzzle.application.output.Output;
import org.gridpuzzle.application.port.out.output.FormatOutputPort;
import org.gridpuzzle.application.port.out.output.SaveFilePort;
import org.gridpuzzle.format.floodit.BoardFormat;
import org.gridpuzzle.format.floodit.MovesFormat;
import org.gridpuzzle.format.gridmap.GridMapFormat;
import org.gridpuzzle.format.suguru.PaperAnsFormat;
import org.gridpuzzle.format.suguru.PaperInFormat;
import org.gridpuzzle.format.suguru.SuguruTextFormat;

/**
 * Answers as the genre's text, by extension: a Suguru grid as {@code .sug} (regions and every number), {@code .ans}
 * or {@code .in}; a Flood-It board as the board format, its moves as a moves line ({@code .moves}); a reachability
 * answer as the map with the path drawn ({@code .map}); a plan as its LURD line ({@code .lurd}). {@code .txt} takes
 * the genre's main text. Every file is written whole or not at all.
 */
public final class OutputFileAdapter implements FormatOutputPort, SaveFilePort {

    @Inject
    public OutputFileAdapter() {
        // stateless
    }

    @Override
    public void saveFile(Path target, byte[] content) {
        OutputFiles.write(target, content);
    }

    @Override
    public void checkWritable(Path target) {
        OutputFiles.checkWritable(target);
    }

    @Override
    public String text(Output output, Path target) {
        String ext = extension(target);
        String text = null;
        List<String> known;
        if (output instanceof Output.Text t) {
            return t.text();
        } else if (output instanceof Output.SuguruGrid g) {
            known = List.of("text (.sug, .txt)", "paper (.ans, .in)");
            text = switch (ext) {
                case "sug", "txt" -> new SuguruTextFormat().write(g.puzzle().withGivens(g.grid()));
                case "ans" -> new PaperAnsFormat().write(g.grid());
                case "in" -> new PaperInFormat().write(g.puzzle().withGivens(g.grid()));
                default -> null;
            };
        } else if (output instanceof Output.SuguruSteps s) {
            return text(new Output.SuguruGrid(s.puzzle(), s.after(s.steps().size()), List.of()), target);
        } else if (output instanceof Output.FloodItBoard b) {
            known = List.of("board (.flood, .board, .txt)");
            text = is(ext, "flood", "board", "txt") ? new BoardFormat().write(b.board()) : null;
        } else if (output instanceof Output.FloodItMoves m) {
            known = List.of("moves (.moves, .txt)");
            text = is(ext, "moves", "txt") ? "# Flood-It " + m.mode().name().toLowerCase(Locale.ROOT) + " moves"
                    + (m.pivot() != null ? " at the pivot " + m.pivot().label() : "") + "\n"
                    + MovesFormat.write(m.moves(), m.mode(), m.board().shape()) + "\n" : null;
        } else if (output instanceof Output.Reachability r) {
            known = List.of("map (.map, .txt)");
            text = is(ext, "map", "txt") ? GridMapFormat.draw(r.map(), r.from(), r.to(), r.path(), r.component()) : null;
        } else if (output instanceof Output.SokobanPlan p) {
            known = List.of("LURD (.lurd, .txt)");
            text = is(ext, "lurd", "txt") ? p.moves() + "\n" : null;
        } else {
            known = List.of("LURD (.lurd, .txt)");
            text = is(ext, "lurd", "txt") ? ((Output.SnowmanPlan) output).moves() + "\n" : null;
        }
        if (text == null) {
            throw new UnrecognisedFormatException(target.toString(), null, Stream.concat(known.stream(),
                    Stream.of("svg (.svg)", "png (.png)", "json (.json)")).toList());
        }
        return text;
    }

    private static boolean is(String ext, String... accepted) {
        return List.of(accepted).contains(ext);
    }

    private static String extension(Path target) {
        String name = target.getFileName() == null ? "" : target.getFileName().toString().toLowerCase(Locale.ROOT);
        int dot = name.lastIndexOf('.');
        return dot < 0 ? "txt" : name.substring(dot + 1); // no extension (standard output): the genre's main text
    }
}

