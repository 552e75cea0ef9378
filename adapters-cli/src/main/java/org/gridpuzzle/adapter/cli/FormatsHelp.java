package org.gridpuzzle.adapter.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.gridpuzzle.application.port.in.puzzle.ListFormatsResult;

/**
 * {@code help formats}: the template's prose with each genre's formats listed from the registry where its
 * {@code {GENRE}} stands, so a format added to the registry is in the help without an edit; a genre the template
 * has no place for gets a section of its own at the end.
 */
final class FormatsHelp {

    private static final int WIDTH = 110;
    private static final int INDENT = 9;

    private FormatsHelp() {
    }

    static String text(String template, ListFormatsResult formats) {
        Set<String> genres = new TreeSet<>();
        formats.formats().forEach(f -> genres.add(f.genre()));
        String out = template;
        List<String> unplaced = new ArrayList<>();
        for (String genre : genres) {
            String listed = lines(formats, genre);
            String place = "{" + genre + "}\n";
            if (out.contains(place)) {
                out = out.replace(place, listed);
            } else {
                unplaced.add(genre + "\n" + listed);
            }
        }
        StringBuilder sb = new StringBuilder(out.replaceAll("\\{[A-Z -]+\\}\\n", ""));
        for (String section : unplaced) {
            sb.append('\n').append(section);
        }
        return sb.toString();
    }

    /** {@code  .sug .txt  text: rows of region symbols, ...}, wrapped under its text. */
    private static String lines(ListFormatsResult formats, String genre) {
        StringBuilder sb = new StringBuilder();
        for (ListFormatsResult.Format f : formats.formats()) {
            if (!f.genre().equals(genre)) {
                continue;
            }
            String head = String.format(Locale.ROOT, "  %-6s ", String.join(" ", f.extensions()));
            sb.append(wrap(head + f.name() + ": " + f.description()));
        }
        return sb.toString();
    }

    private static String wrap(String text) {
        StringBuilder sb = new StringBuilder();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" (?=\\S)")) {
            if (line.length() > INDENT && line.length() + 1 + word.length() > WIDTH) {
                sb.append(line).append('\n');
                line = new StringBuilder(" ".repeat(INDENT - 1));
            }
            if (line.length() > 0) {
                line.append(' '); // between words, and the indent's last space on a continued line
            }
            line.append(word);
        }
        return sb.append(line).append('\n').toString();
    }
}
