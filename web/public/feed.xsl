<?xml version="1.0" encoding="utf-8"?>
<!--
  How a browser shows /feed.xml: the Atom feed as a plain page that says what a feed is and lists its posts.
  Feed readers ignore this stylesheet and read the feed itself (docs/decisions/0111). Styles come from
  /feed.css, never inline, so the site's Content-Security-Policy holds here too.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" encoding="utf-8" doctype-system="about:legacy-compat"/>

  <xsl:template match="/atom:feed">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>Feed of new posts · Village</title>
        <link rel="stylesheet" href="/feed.css"/>
      </head>
      <body>
        <main>
          <h1>Feed of new posts</h1>
          <p>
            This is Village's feed: a page for feed readers, the apps that check sites for you and tell you what is
            new. To follow Village in one, copy this page's address into it:
          </p>
          <p><code><xsl:value-of select="atom:link[@rel='self']/@href"/></code></p>
          <p>
            You don't need a feed reader to read Village: <a href="{atom:link[@rel='alternate']/@href}">go to the board</a>.
          </p>
          <h2>The newest posts</h2>
          <xsl:choose>
            <xsl:when test="atom:entry">
              <ol>
                <xsl:apply-templates select="atom:entry"/>
              </ol>
            </xsl:when>
            <xsl:otherwise>
              <p>No posts yet.</p>
            </xsl:otherwise>
          </xsl:choose>
        </main>
      </body>
    </html>
  </xsl:template>

  <xsl:template match="atom:entry">
    <li>
      <h3 dir="auto"><a href="{atom:link[@rel='alternate']/@href}"><xsl:value-of select="atom:title"/></a></h3>
      <p class="byline">
        by <bdi><xsl:value-of select="atom:author/atom:name"/></bdi>,
        <time datetime="{atom:published}"><xsl:value-of select="substring(atom:published, 1, 10)"/></time>
      </p>
      <xsl:if test="normalize-space(atom:content)">
        <p dir="auto" class="text"><xsl:value-of select="atom:content"/></p>
      </xsl:if>
    </li>
  </xsl:template>
</xsl:stylesheet>
