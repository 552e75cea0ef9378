package org.gridpuzzle.application.service.planning;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.gridpuzzle.application.error.InvalidInputException;

/**
 * A level of a collection named by its title ({@code --level 'SE 42a'}) rather than its number: the one title equal to
 * it (case and surrounding blanks aside), or else the one equal to it without the number a {@code ; N title} comment
 * puts before it. None, or several, is bad input; none names the titles nearest to the one asked for.
 */
public final class LevelTitles {

    /** How many titles an error names. */
    private static final int SHOWN = 5;

    private LevelTitles() {
    }

    /** The position (1-based) of the one level with this title among {@code titles}, in file order. */
    public static int positionOf(String source, List<String> titles, String title) {
        String wanted = normal(title);
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i < titles.size(); i++) {
            if (normal(titles.get(i)).equals(wanted)) {
                found.add(i + 1);
            }
        }
        for (int i = 0; found.isEmpty() && i < titles.size(); i++) {
            // "; 7 Corner" titles its level "7 Corner": "Corner" names it too
            if (withoutNumber(titles.get(i)).equals(wanted)) {
                found.add(i + 1);
            }
        }
        if (found.size() == 1) {
            return found.get(0);
        }
        if (found.isEmpty()) {
            List<String> near = near(titles, wanted);
            String shown = near.isEmpty() ? "the titles run " + quoted(titles.subList(0, Math.min(SHOWN, titles.size())))
                    + (titles.size() > SHOWN ? ", ..." : "") : "nearest: " + quoted(near);
            throw new InvalidInputException(source, "no level titled '" + title.strip() + "' (" + shown + "; give"
                    + " --level N by number, or a title as 'read' lists them)");
        }
        throw new InvalidInputException(source, "several levels are titled '" + title.strip() + "' (levels " + found
                + "); give --level N by number");
    }

    /**
     * The titles that contain the one asked for (or it them), or are a few edits from it, nearest first: a typo, a
     * missing letter, a title given in part.
     */
    private static List<String> near(List<String> titles, String wanted) {
        record Scored(String title, int score, int index) {
        }
        List<Scored> scored = new ArrayList<>();
        int allowed = Math.max(2, wanted.length() / 4);
        for (int i = 0; i < titles.size(); i++) {
            String t = normal(titles.get(i));
            int score = !wanted.isEmpty() && (t.contains(wanted) || wanted.contains(t) && !t.isEmpty()) ? 0
                    : distance(t, wanted, allowed);
            if (score <= allowed) {
                scored.add(new Scored(titles.get(i), score, i));
            }
        }
        scored.sort(Comparator.comparingInt(Scored::score).thenComparingInt(Scored::index));
        return scored.stream().limit(SHOWN).map(Scored::title).toList();
    }

    /** The edit distance of two strings, or {@code limit + 1} once it is certain to be more than {@code limit}. */
    static int distance(String a, String b, int limit) {
        if (Math.abs(a.length() - b.length()) > limit) {
            return limit + 1;
        }
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            int rowMin = current[0];
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
                rowMin = Math.min(rowMin, current[j]);
            }
            if (rowMin > limit) {
                return limit + 1;
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return Math.min(previous[b.length()], limit + 1);
    }

    private static String normal(String title) {
        return title.strip().toLowerCase(Locale.ROOT);
    }

    private static String withoutNumber(String title) {
        return normal(title).replaceFirst("^\\d+\\s+", "");
    }

    private static String quoted(List<String> titles) {
        return String.join(", ", titles.stream().map(t -> "'" + t + "'").toList());
    }
}
